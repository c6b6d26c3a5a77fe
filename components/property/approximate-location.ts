// Shown beside a point that is not the address's own (issue 9): its postcode is newer than the
// bundled Code-Point centroids, so it sits at the centroid of its sector's or outward code's
// known postcodes (Address.locationApproximate).
export const APPROXIMATE_LOCATION_NOTE = "Approximate location (postcode centroid unavailable)";
