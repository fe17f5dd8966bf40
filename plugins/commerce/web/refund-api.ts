import { api } from '@seodang/sdk/web';
import type { OrderState } from '../common/order-state.ts';
import type { RefundQuoteView, RefundView } from '../common/refund-schemas.ts';

type Data<T> = { data: T };
const unwrap = <T>(r: Data<T>) => r.data;

/** A page of a list (`{ list, totalCount, page, limit }`). */
export interface Page<T> {
  list: T[];
  totalCount: number;
  page: number;
  limit: number;
}

/** An item of one of my orders, as the history shows it (the fields used here). */
export interface PaymentItem {
  itemIndex: number;
  itemType: string;
  title: string;
  link: string;
  price: number;
  discount: number;
  couponDiscount: number;
  paymentAmount: number;
  appliedCouponCode: string | null;
  refundedAmount: number;
  refundState: 'none' | 'pending' | 'refunded';
  lectureList: { itemIndex: number; title: string; paymentAmount: number }[];
}

/** One of my orders with its refunds (`GET /api/checkout/history`, `…/order/:orderId`). */
export interface Payment {
  orderId: string;
  orderIndex: number;
  status: OrderState;
  method: 'card' | 'phone' | null;
  orderName: string;
  price: number;
  discount: number;
  couponDiscount: number;
  paymentAmount: number;
  receiptUrl: string | null;
  failure: { code: string; message: string } | null;
  createdAt: string;
  paidAt: string | null;
  items: PaymentItem[];
  refundedAmount: number;
  balance: number;
  refundable: boolean;
  refunds: RefundView[];
}

/** A paid order of the channel, as the admin's payments list shows it. */
export interface AdminPayment {
  orderId: string;
  orderIndex: number;
  orderName: string;
  status: OrderState;
  method: 'card' | 'phone' | null;
  paymentAmount: number;
  refundedAmount: number;
  balance: number;
  paidAt: string | null;
  receiptUrl: string | null;
  buyer: { id: number; name: string; email: string };
  openRefund: boolean;
  cancellable: boolean;
}

const order = (orderId: string) => `/api/checkout/order/${encodeURIComponent(orderId)}`;
const refund = (refundIndex: number) => `/api/admin/refunds/${refundIndex}`;

/** The refund calls (plugin README, "API"): the learner's and the admin's. */
export const refundApi = {
  history: (page: number, limit = 10) =>
    api.get<Data<Page<Payment>>>(`/api/checkout/history?page=${page}&limit=${limit}`).then(unwrap),
  payment: (orderId: string) => api.get<Data<Payment>>(order(orderId)).then(unwrap),
  quote: (orderId: string, itemIds: number[]) =>
    api
      .get<Data<RefundQuoteView>>(`${order(orderId)}/refund-quote?itemIds=${itemIds.join(',')}`)
      .then(unwrap),
  request: (orderId: string, itemIds: number[], reason: string) =>
    api
      .post<Data<{ refund: RefundView; order: Payment }>>(`${order(orderId)}/refund`, { itemIds, reason })
      .then(unwrap),
  adminRefunds: (status: 'open' | 'decided' | 'all', page: number, limit = 20) =>
    api
      .get<Data<Page<RefundView>>>(`/api/admin/refunds?status=${status}&page=${page}&limit=${limit}`)
      .then(unwrap),
  approve: (refundIndex: number, amount?: number) =>
    api
      .post<Data<RefundView>>(`${refund(refundIndex)}/approve`, amount === undefined ? {} : { amount })
      .then(unwrap),
  reject: (refundIndex: number, reason: string) =>
    api.post<Data<RefundView>>(`${refund(refundIndex)}/reject`, { reason }).then(unwrap),
  retry: (refundIndex: number) => api.post<Data<RefundView>>(`${refund(refundIndex)}/retry`, {}).then(unwrap),
  adminPayments: (page: number, limit = 20) =>
    api.get<Data<Page<AdminPayment>>>(`/api/admin/payments?page=${page}&limit=${limit}`).then(unwrap),
  cancelPayment: (orderId: string, reason: string) =>
    api
      .post<Data<RefundView>>(`/api/admin/payments/${encodeURIComponent(orderId)}/cancel`, { reason })
      .then(unwrap),
};
