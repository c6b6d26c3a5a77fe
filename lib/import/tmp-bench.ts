import proj4 from "proj4";
const bng = "+proj=tmerc +lat_0=49 +lon_0=-2 +k=0.9996012717 +x_0=400000 +y_0=-100000 +ellps=airy +towgs84=446.448,-125.157,542.06,0.15,0.247,0.842,-20.489 +units=m +no_defs";
const c = proj4(bng, "WGS84");
const refs: [string, number, number, number, number][] = [["M1 1AD",383848,398589,53.483784,-2.244866],["M11 1AA",388675,397445,53.473628,-2.172086],["SE1P 5ZZ",533378,178838,51.492762,-0.080152],["SE1 9ZZ",531901,180373,51.506903,-0.100841],["AB1 0AA",385386,801193,57.101474,-2.242851]];
for (const [pc,e,n,lat,lng] of refs) {
  const [x,y] = c.forward([e,n]);
  const dy = (y-lat)*111320, dx=(x-lng)*111320*Math.cos(lat*Math.PI/180);
  console.log(pc, x, y, Math.hypot(dx,dy).toFixed(2));
}
