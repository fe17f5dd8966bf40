import { api, buildUrl } from '@seodang/sdk/web';
import type {
  DatePreset,
  RevenuePoint,
  RevenueRow,
  RevenueSettings,
  StatementFigures,
} from '../common/revenue.ts';

type Data<T> = { data: T };
const unwrap = <T>(r: Data<T>) => r.data;

/** Whose revenue a screen shows: the teacher's own (`/teach/revenue`) or the channel's (`/admin/revenue`). */
export type RevenueScope = 'teach' | 'admin';

/** A statement as the revenue routes list it. */
export interface StatementView extends StatementFigures {
  id: number;
  recipientUserId: number;
  recipientName: string | null;
  period: string;
  status: 'not_settled' | 'settled';
  settledOn: string | null;
  transferReference: string | null;
  lineCount: number;
}

/** `GET /api/{teach,admin}/revenue`. */
export interface RevenueReport {
  from: string;
  to: string;
  totals: { revenue: number; refunds: number; fees: number; commission: number; settlementAmount: number };
  byDay: RevenuePoint[];
  byMonth: RevenuePoint[];
  byProduct: RevenuePoint[];
  rows: RevenueRow[];
  statements: StatementView[];
  settings: RevenueSettings;
}

/** A ledger line of an order. */
export interface LedgerLineView {
  id: number;
  entryType: 'sale' | 'refund';
  orderItemId: number;
  recipientUserId: number | null;
  amount: number;
  fee: number;
  commission: number;
  net: number;
  reverses: number | null;
  createdAt: string;
  statementId: number | null;
}

/** The period a screen asks for. */
export type RevenuePeriod = { preset: DatePreset } | { from: string; to: string };

const base = (scope: RevenueScope) => `/api/${scope}/revenue`;

/** The revenue routes (plugin README, "Revenue and settlement"). */
export const revenueApi = {
  /** `teacher`: one teacher's (admin only). */
  report: (scope: RevenueScope, period: RevenuePeriod, teacher?: number) =>
    api.get<Data<RevenueReport>>(base(scope), { ...period, teacher }).then(unwrap),
  csvUrl: (scope: RevenueScope, period: RevenuePeriod, teacher?: number) =>
    buildUrl(`${base(scope)}/csv`, { ...period, teacher }),
  order: (scope: RevenueScope, orderIndex: number) =>
    api
      .get<Data<{ orderId: string; rows: RevenueRow[]; lines: LedgerLineView[] }>>(
        `${base(scope)}/orders/${orderIndex}`,
      )
      .then(unwrap),
  saveSettings: (settings: RevenueSettings) =>
    api.put<Data<RevenueSettings>>('/api/admin/revenue/settings', settings).then(unwrap),
  settle: (statementId: number, transferReference: string) =>
    api
      .post<Data<StatementView>>(`/api/admin/revenue/statements/${statementId}/settle`, { transferReference })
      .then(unwrap),
};
