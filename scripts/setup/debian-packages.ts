// Debian packages the product needs on the host. The judge's own root filesystem has its
// own list (judge/rootfs); these are what runs beside core.
export const requiredPackages = [
  'postgresql', // managed local database
  'redis-server', // sessions, pub/sub, job queues
  'janus', // media server for live classes and exam supervision
  'janus-tools', // janus-pp-rec: turns recordings into playable files
  'ffmpeg', // muxes a device's recorded audio and video into one WebM
  'bubblewrap', // default judge sandbox
  'docker.io', // the judge's docker driver: npm test runs its own engine (npm start only with SEODANG_JUDGE_DRIVER=docker)
  'debootstrap', // builds the judge root filesystem
  'chromium', // e2e tests (puppeteer-core) and screenshots
  'fonts-noto-cjk', // Korean and Japanese text in chromium screenshots
  'ca-certificates', // HTTPS from the judge build and integrations
  'haproxy', // the load balancer of npm run cluster and of the cluster tests
] as const;
