import { useEffect, useState } from 'react';
import { useRealtimeTopic } from '@seodang/sdk/web';
import { examineeTopic } from '../../common/index.ts';
import { mobileDropAfterReport, mobileDropOf, type MobileDrop, type ServerExitTimer } from './mobile-drop.ts';

/**
 * Whether the examinee's phone camera is down during the exam: from the loaded exam state (a
 * reload or resync refreshes it), then live from the phone's reports (`exam.mobile`) and the
 * server's exitTimer (`exam.exit-timer`) on the examinee's own topic.
 */
export function useMobileDrop(
  examIndex: number,
  userId: number,
  loaded: ServerExitTimer | undefined,
): MobileDrop {
  const [drop, setDrop] = useState<MobileDrop>(() => mobileDropOf(loaded));
  useEffect(() => setDrop(mobileDropOf(loaded)), [loaded]);
  useRealtimeTopic(examineeTopic(examIndex, userId), (event, data) => {
    const d = data as { connected?: boolean; exitTimer?: ServerExitTimer };
    if (event === 'exam.mobile') setDrop((m) => mobileDropAfterReport(m, !!d.connected));
    else if (event === 'exam.exit-timer') setDrop(mobileDropOf(d.exitTimer));
  });
  return drop;
}
