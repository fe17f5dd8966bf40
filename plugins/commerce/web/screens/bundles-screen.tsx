import { BundleManager } from '../components/bundle-manager.tsx';

/** `/teach/bundles`: a teacher's bundles of their own paid lectures. */
export default function BundlesScreen() {
  return <BundleManager />;
}
