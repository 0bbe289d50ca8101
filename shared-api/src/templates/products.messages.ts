export const PRODUCT_MESSAGES = {
  fetch: "Products couldn't be fetched. Please try again.",
  save: "Product couldn't be created/updated. Please try again.",
  delete: "Product couldn't be deleted. Please try again.",
  changedBySomeoneElse: 'This product was changed by someone else. Reload to see the change.',
} as const;
