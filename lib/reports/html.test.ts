import { describe, expect, it } from "vitest";
import { escapeHtml, html } from "./html";

describe("html", () => {
  it.each([
    ["<script>alert(1)</script>", "&lt;script&gt;alert(1)&lt;/script&gt;"],
    [`"><img src=x onerror=alert(1)>`, "&quot;&gt;&lt;img src=x onerror=alert(1)&gt;"],
    ["O'Brien & Sons", "O&#39;Brien &amp; Sons"],
    ["plain", "plain"],
  ])("escapes %s", (input, expected) => {
    expect(escapeHtml(input)).toBe(expected);
    expect(html`<p>${input}</p>`.value).toBe(`<p>${expected}</p>`);
  });

  it("passes fragments it made, joins arrays and drops null, undefined and false", () => {
    const items = ["a<b", "c"].map((t) => html`<li>${t}</li>`);
    expect(html`<ul>${items}</ul>${null}${undefined}${false}${0}`.value).toBe("<ul><li>a&lt;b</li><li>c</li></ul>0");
  });

  it("escapes a value in an attribute so it cannot close the quote", () => {
    expect(html`<td class="${'x" onclick="y'}"></td>`.value).toBe('<td class="x&quot; onclick=&quot;y"></td>');
  });
});
