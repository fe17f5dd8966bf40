export default function Badge() {
  return <span className="sd-badge">👋</span>;
}
