import { BundleManager } from '../components/bundle-manager.tsx';
import { withAreaTexts } from '../area-texts.tsx';

/** `/teach/bundles`: a teacher's bundles of their own paid lectures. */
function BundlesScreen() {
  return <BundleManager />;
}

export default withAreaTexts(BundlesScreen, 'manage');
