import { Loading } from '@seodang/sdk/web';
import { useRevenueTexts } from '../revenue-texts.ts';
import { RevenueScreen } from './revenue-screen.tsx';

/** `/teach/revenue`: the signed-in teacher's own sales and statements. */
export default function TeachRevenueScreen() {
  return useRevenueTexts() ? <RevenueScreen scope="teach" /> : <Loading />;
}
