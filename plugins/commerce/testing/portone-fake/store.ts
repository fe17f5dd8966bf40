// The fake's payments, in PortOne V2's shape (the fields the adapter reads).

/** A cancellation as PortOne reports it. */
export interface FakeCancellation {
  status: 'SUCCEEDED';
  id: string;
  totalAmount: number;
  reason: string;
  cancelledAt: string;
  requestedAt: string;
}

/** A payment as PortOne reports it. */
export interface FakePayment {
  status: 'READY' | 'PAID' | 'FAILED' | 'PARTIAL_CANCELLED' | 'CANCELLED';
  id: string;
  storeId: string;
  orderName: string;
  method: { type: 'PaymentMethodCard' | 'PaymentMethodMobile' } | null;
  amount: { total: number; cancelled: number; paid: number };
  currency: 'KRW';
  requestedAt: string;
  paidAt: string | null;
  failedAt: string | null;
  failure: { reason: string; pgCode: string } | null;
  receiptUrl: string | null;
  cancellations: FakeCancellation[];
}

/** What pre-registration recorded: the amount a payment of this id must have. */
export interface PreRegistration {
  totalAmount: number;
  currency: string;
}

/** The fake's memory, one per running fake. */
export interface FakeStore {
  payments: Map<string, FakePayment>;
  preRegistered: Map<string, PreRegistration>;
}

export const createStore = (): FakeStore => ({ payments: new Map(), preRegistered: new Map() });
