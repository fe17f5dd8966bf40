import { CouponManager } from '../components/coupon-manager.tsx';

/** `/admin/coupons`: every coupon of the channel, for its admin (on the public site the site admin). */
export default function AdminCouponsScreen() {
  return <CouponManager scope="admin" />;
}
