// A payment as the test provider keeps it, and as it answers it: Toss's Payment object
// (version 2022-11-16 field names).
import { randomBytes } from 'node:crypto';
import { maskCardNumber, type CardScenario } from './cards.ts';

/** Toss's payment statuses. */
export type TossStatus =
  | 'READY'
  | 'IN_PROGRESS'
  | 'WAITING_FOR_DEPOSIT'
  | 'DONE'
  | 'CANCELED'
  | 'PARTIAL_CANCELED'
  | 'ABORTED'
  | 'EXPIRED';

/** One refund as stored. */
export interface StoredCancel {
  transactionKey: string;
  cancelReason: string;
  cancelAmount: number;
  /** Epoch ms. */
  canceledAt: number;
  /** Balance left after this refund. */
  refundableAmount: number;
}

/** A payment as stored (and persisted to the data dir). */
export interface StoredPayment {
  paymentKey: string;
  orderId: string;
  orderName: string;
  method: 'card' | 'phone';
  /** Normalized card number (card payments). */
  cardNumber: string | null;
  /** Normalized mobile number (phone payments). */
  phone: string | null;
  scenario: CardScenario;
  status: TossStatus;
  totalAmount: number;
  balanceAmount: number;
  /** Epoch ms; `approvedAt` null until approved. */
  requestedAt: number;
  approvedAt: number | null;
  /** Epoch ms after which an unconfirmed payment expires. */
  expiresAt: number;
  lastTransactionKey: string | null;
  failure: { code: string; message: string } | null;
  cancels: StoredCancel[];
}

/** A random key like Toss's: `tpg_` and 40 URL-safe characters. */
export function newPaymentKey(): string {
  return `tpg_${randomBytes(30).toString('base64url')}`;
}

/** A transaction key like Toss's: 32 upper-case hex digits. */
export function newTransactionKey(): string {
  return randomBytes(16).toString('hex').toUpperCase();
}

/** Epoch ms as Toss writes times: ISO 8601 in Korean time, `2024-02-13T12:17:57+09:00`. */
export function kstTime(ms: number): string {
  return `${new Date(ms + 9 * 3600_000).toISOString().slice(0, 19)}+09:00`;
}

/** Epoch ms as Toss writes a webhook's createdAt: Korean time, no offset, `…T12:17:57.123000`. */
export function kstWebhookTime(ms: number): string {
  return `${new Date(ms + 9 * 3600_000).toISOString().slice(0, 23)}000`;
}

/** The payment as Toss's Payment object; method names in English when `english`. */
export function toTossPayment(p: StoredPayment, baseUrl: string, english: boolean): Record<string, unknown> {
  const approved = p.approvedAt !== null;
  const vat = Math.round(p.balanceAmount / 11);
  const receiptUrl = `${baseUrl}/receipt/${encodeURIComponent(p.paymentKey)}`;
  return {
    mId: 'tseodangtest',
    version: '2022-11-16',
    lastTransactionKey: p.lastTransactionKey,
    paymentKey: p.paymentKey,
    orderId: p.orderId,
    orderName: p.orderName,
    taxExemptionAmount: 0,
    status: p.status,
    requestedAt: kstTime(p.requestedAt),
    approvedAt: approved ? kstTime(p.approvedAt as number) : null,
    useEscrow: false,
    cultureExpense: false,
    card:
      p.method === 'card' && p.cardNumber
        ? {
            issuerCode: '61',
            acquirerCode: '31',
            number: maskCardNumber(p.cardNumber),
            installmentPlanMonths: 0,
            isInterestFree: false,
            interestPayer: null,
            approveNo: approved ? p.paymentKey.slice(-8).toUpperCase() : '00000000',
            useCardPoint: false,
            cardType: english ? 'CREDIT' : '신용',
            ownerType: english ? 'PERSONAL' : '개인',
            acquireStatus: approved ? 'READY' : 'NOT_ACQUIRED',
            amount: p.totalAmount,
          }
        : null,
    virtualAccount: null,
    transfer: null,
    mobilePhone:
      p.method === 'phone' && p.phone
        ? { customerMobilePhone: p.phone, settlementStatus: 'INCOMPLETED', receiptUrl }
        : null,
    giftCertificate: null,
    cashReceipt: null,
    cashReceipts: null,
    discount: null,
    cancels: p.cancels.length
      ? p.cancels.map((c) => ({
          transactionKey: c.transactionKey,
          cancelReason: c.cancelReason,
          taxExemptionAmount: 0,
          canceledAt: kstTime(c.canceledAt),
          easyPayDiscountAmount: 0,
          receiptKey: null,
          cancelAmount: c.cancelAmount,
          taxFreeAmount: 0,
          refundableAmount: c.refundableAmount,
          cancelStatus: 'DONE',
          cancelRequestId: null,
        }))
      : null,
    secret: null,
    type: 'NORMAL',
    easyPay: null,
    country: 'KR',
    failure: p.failure,
    isPartialCancelable: p.method === 'card',
    receipt: { url: receiptUrl },
    checkout: null,
    currency: 'KRW',
    totalAmount: p.totalAmount,
    balanceAmount: p.balanceAmount,
    suppliedAmount: p.balanceAmount - vat,
    vat,
    taxFreeAmount: 0,
    method: english
      ? p.method === 'card'
        ? 'CARD'
        : 'MOBILE_PHONE'
      : p.method === 'card'
        ? '카드'
        : '휴대폰',
  };
}
