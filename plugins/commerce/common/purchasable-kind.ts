/** The pattern a purchasable kind's id follows: lowercase kebab-case (`lecture`, `bundle`, `roadmap`). */
export const purchasableKindPattern = /^[a-z][a-z0-9-]{0,39}$/;
