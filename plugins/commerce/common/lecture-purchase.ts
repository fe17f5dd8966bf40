/**
 * The purchase slot of the lectures plugin's detail page (`@seodang/plugin-commerce/lecture-purchase`):
 * where a paid lecture is bought, commerce shows Add to cart and Buy now, "In cart" or "Owned",
 * with `defineWebEmbed(lecturePurchaseSlot, () => import(...))`. The lectures plugin renders it
 * (`webEmbed(lecturePurchaseSlot)`) and shows no buy button where commerce is not loaded (not
 * installed, or COMMERCE switched off in the channel). Commerce publishes the contract and lectures
 * renders it, so the dependency runs one way: lectures → commerce. Types and ids only, so neither
 * bundle carries the other's code.
 */

/** In the enrol box of `/lecture/{lectureSeq}/{lectureSlug}`, for a paid lecture. */
export const lecturePurchaseSlot = 'lecture.purchase';

/** Props of {@link lecturePurchaseSlot}. */
export interface LecturePurchaseSlotProps {
  /** The lecture's sequence (the cart's `lecture` item). */
  lectureSequence: number;
  /** Its subject, for labels ("Add … to the cart"). */
  subject: string;
  /** The learner already has it (joined): commerce shows "Owned" and no buy button. */
  owned: boolean;
}
