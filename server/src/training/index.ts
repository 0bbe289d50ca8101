// The training module (issue 29): who must read a released version, their signed "read and understood", the
// training matrix. Other areas and route-table.ts use only what this file exports.
export {};
