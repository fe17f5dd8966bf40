// A bundle as the page of one of its lectures offers it: what is in it, what the viewer already
// owns, and the price they would pay. Shared by the route that answers it and the screen.

/** One lecture of an offered bundle. */
export interface BundleOfferChild {
  itemType: string;
  sequence: number;
  title: string;
  link: string;
  /** Its list price, in won. */
  price: number;
  /** The viewer has it already: it is not bought again and its share comes off the price. */
  owned: boolean;
}

/** A published bundle of the channel that holds the item, priced for the viewer. */
export interface BundleOffer {
  bundleIndex: number;
  title: string;
  /** The children's list prices added up, in won. */
  listPrice: number;
  /** What the viewer pays for it now (the bundle's price minus what they own), in won. */
  price: number;
  /** Won taken off the bundle's price for the lectures the viewer owns. */
  ownedDeduction: number;
  children: BundleOfferChild[];
}
