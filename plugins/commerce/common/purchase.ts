/**
 * Commerce's purchase box (`@seodang/plugin-commerce/purchase`): wherever another plugin's page
 * sells one of commerce's purchasable kinds (a lecture on the lecture page, a roadmap on the
 * roadmap page), commerce shows Add to cart and Buy now, "In cart" or "Owned", with
 * `defineWebEmbed(purchaseSlot, () => import(...))`. The page's plugin renders it
 * (`webEmbed(purchaseSlot)`) and shows no buy button where commerce is not loaded (not installed,
 * or COMMERCE switched off in the channel). Commerce publishes the contract and the selling plugin
 * renders it, so the dependency runs one way: seller → commerce. Types and ids only, so neither
 * bundle carries the other's code, and commerce knows no seller.
 */

/** The purchase box of a paid item's page. */
export const purchaseSlot = 'commerce.purchase';

/** Props of {@link purchaseSlot}. */
export interface PurchaseSlotProps {
  /** The purchasable kind, as the cart's `itemType` (`lecture`, `roadmap`, …). */
  kind: 'lecture' | 'roadmap' | (string & {});
  /** The item's sequence in its kind (the cart's `sequence`). */
  sequence: number;
  /** Its title, for labels ("Add … to the cart"). */
  subject: string;
  /** The learner already has it: commerce shows "Owned" and no buy button. */
  owned: boolean;
}
