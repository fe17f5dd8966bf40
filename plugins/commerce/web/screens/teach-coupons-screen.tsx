import { CouponManager } from '../components/coupon-manager.tsx';
import { withAreaTexts } from '../area-texts.tsx';

/** `/teach/coupons`: a teacher's coupons for their own lectures. */
function TeachCouponsScreen() {
  return <CouponManager scope="teach" />;
}

export default withAreaTexts(TeachCouponsScreen, 'manage');
