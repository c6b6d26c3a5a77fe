import { z } from "zod";

export const MAX_TILE_ZOOM = 20;

const whole = (name: string, max: string) => z.string().regex(/^\d{1,7}$/, `${name} must be a whole number from 0 to ${max}.`).transform(Number);

/** z 0–20, and x and y 0 to 2^z − 1; y may end in ".png" (the usual XYZ spelling). */
export const tileParamsSchema = z
  .object({ z: whole("z", String(MAX_TILE_ZOOM)), x: whole("x", "2^z − 1"), y: z.string().transform((y) => y.replace(/\.png$/i, "")).pipe(whole("y", "2^z − 1")) })
  .superRefine((tile, ctx) => {
    if (tile.z > MAX_TILE_ZOOM) {
      ctx.addIssue({ code: "custom", path: ["z"], message: `z must be a whole number from 0 to ${MAX_TILE_ZOOM}.` });
      return;
    }
    const last = 2 ** tile.z - 1;
    for (const axis of ["x", "y"] as const) {
      if (tile[axis] > last) ctx.addIssue({ code: "custom", path: [axis], message: `${axis} must be from 0 to ${last} at zoom ${tile.z}.` });
    }
  });
export type TileParams = z.infer<typeof tileParamsSchema>;

/** The map's tile source: our own proxy, never the tile service itself. */
export const TILE_PROXY_TEMPLATE = "/api/os/maps/{z}/{x}/{y}";
