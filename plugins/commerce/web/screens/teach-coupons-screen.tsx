import { CouponManager } from '../components/coupon-manager.tsx';

/** `/teach/coupons`: a teacher's coupons for their own lectures. */
export default function TeachCouponsScreen() {
  return <CouponManager scope="teach" />;
}
