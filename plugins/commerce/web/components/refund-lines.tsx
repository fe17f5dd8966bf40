import { useTranslation } from 'react-i18next';
import { useFormat, useMessage } from '@seodang/sdk/web';
import { explainRefund } from '../../common/refund-explain.ts';
import { refundTexts } from '../../common/refund-messages.ts';
import type { RefundResult } from '../../common/refund.ts';

const catalogues = [refundTexts];
const isDay = (v: unknown): v is string => typeof v === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(v);

/** A Korean day (YYYY-MM-DD) as a Date inside that day wherever the browser is. */
export const koreanDay = (day: string) => new Date(`${day}T12:00:00+09:00`);

/**
 * A refund's arithmetic in the language shown: the rule with its numbers, then its nested parts
 * (a month of a long course, a bundle's lecture), each line worded from `refundTexts`.
 */
export function RefundLines({
  calculation,
  titles,
}: {
  calculation: RefundResult;
  titles?: Record<string, string>;
}) {
  const message = useMessage(catalogues);
  const { formatNumber, formatDate } = useFormat();
  const lines = explainRefund(calculation, titles);
  return (
    <ul className="cm-refund-lines">
      {lines.map((line, i) => {
        const params = Object.fromEntries(
          Object.entries(line.params).map(([k, v]) => [
            k,
            typeof v === 'number' ? formatNumber(v) : isDay(v) ? formatDate(koreanDay(v)) : v,
          ]),
        );
        return (
          <li key={i} className={`cm-refund-lines__depth${Math.min(line.depth, 3)}`}>
            {message(line.key, params)}
          </li>
        );
      })}
    </ul>
  );
}

/** A refund's state in the language shown (`REQUESTED`, `APPROVED`, `REFUNDED`, `REJECTED`). */
export function RefundStatus({ status }: { status: string }) {
  const message = useMessage(catalogues);
  return (
    <span className={`cm-refund-status cm-refund-status--${status.toLowerCase()}`}>
      {message(`commerce.refund.status.${status}`)}
    </span>
  );
}

/** A payment's method in the language shown (a 0-won order has none). */
export function useMethod(): (method: 'card' | 'phone' | null) => string {
  const { t } = useTranslation('commerce');
  return (method) => t(`refunds.method.${method ?? 'none'}`);
}
