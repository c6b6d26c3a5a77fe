/**
 * Who applied an address correction (AddressCorrection.appliedBy), so a correction can be
 * reviewed. route() checks the session but hands handlers no identity, and there are no
 * user accounts yet, so a person's change is "user"; fuzzy correction names its rule.
 */
export const APPLIED_BY_USER = "user";
export const APPLIED_BY_FUZZY = "fuzzy (HIGH)";
