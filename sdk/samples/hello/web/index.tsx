// plugins/hello/web/index.tsx
import { defineWebPlugin } from '@seodang/sdk/web';
import { ko } from './i18n/ko.ts';
import { en } from './i18n/en.ts';
import { ja } from './i18n/ja.ts';

export const plugin = defineWebPlugin({
  id: 'hello',
  i18n: { namespace: 'hello', resources: { ko, en, ja } },
  routes: [
    { path: '/hello', screen: () => import('./screens/hello-screen.tsx'), titleKey: 'title' },
    { path: '/hello/:index', screen: () => import('./screens/detail-screen.tsx'), requiresLogin: true },
  ],
  menu: [{ key: 'myLectures', path: '/hello', labelKey: 'menu', service: 'LECTURE' }],
  slots: [{ slot: 'header.end', component: () => import('./components/badge.tsx') }],
});
