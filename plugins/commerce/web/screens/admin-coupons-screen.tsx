import { CouponManager } from '../components/coupon-manager.tsx';
import { withAreaTexts } from '../area-texts.tsx';

/** `/admin/coupons`: every coupon of the channel, for its admin (on the public site the site admin). */
function AdminCouponsScreen() {
  return <CouponManager scope="admin" />;
}

export default withAreaTexts(AdminCouponsScreen, 'manage');
