// The feature's user-facing messages (errorMessage texts), in one place per feature.

export const ANALYSIS_NOT_FOUND = 'Impact analysis not found.';
