import { Loading } from '@seodang/sdk/web';
import { useRevenueTexts } from '../revenue-texts.ts';
import { RevenueScreen } from './revenue-screen.tsx';

/** `/admin/revenue`: the channel's sales and statements (the site admin's on the public site). */
export default function AdminRevenueScreen() {
  return useRevenueTexts() ? <RevenueScreen scope="admin" /> : <Loading />;
}
