import sanitizeHtml from "sanitize-html";

// What a report may contain: text structure and tables, styled by class from the report's
// own stylesheet, and images inline as data: only. No links, images by URL, frames, forms, scripts, styles or event attributes:
// anything else is dropped with its content (script, style) or unwrapped (other tags).
const ALLOWED_TAGS = [
  "article", "section", "header", "footer", "div", "span", "p", "br", "hr",
  "h1", "h2", "h3", "h4", "strong", "em", "small", "pre",
  "ul", "ol", "li", "dl", "dt", "dd",
  "table", "caption", "thead", "tbody", "tr", "th", "td",
  "img",
];
// An image only as an inline JPEG, PNG or WebP (an inspection's photos): never a URL to load.
const INLINE_IMAGE = /^data:image\/(jpeg|png|webp);base64,[A-Za-z0-9+/]+=*$/;

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: ALLOWED_TAGS,
  allowedAttributes: { "*": ["class"], th: ["class", "scope", "colspan"], td: ["class", "colspan"], img: ["class", "src", "alt"] },
  allowedSchemes: [],
  allowedSchemesByTag: { img: ["data"] },
  allowedSchemesAppliedToAttributes: ["src"],
  exclusiveFilter: (frame) => frame.tag === "img" && !INLINE_IMAGE.test(frame.attribs.src ?? ""),
  allowProtocolRelative: false,
  disallowedTagsMode: "discard",
  nonTextTags: ["script", "style", "textarea", "option", "noscript", "iframe", "object", "embed", "template", "title"],
  parser: { lowerCaseTags: true, lowerCaseAttributeNames: true },
};

/** A report body reduced to the allowlist, run on the server before any page or printer sees it. */
export function sanitiseReportHtml(body: string): string {
  return sanitizeHtml(body, OPTIONS);
}
