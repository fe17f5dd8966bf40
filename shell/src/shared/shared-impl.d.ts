// The real packages under private names (aliases of their web builds), so the shared modules
// beside this file can import them without consuming themselves from the share scope.
declare module 'seodang-react-router-impl' {
  export * from 'react-router';
}
declare module 'seodang-react-i18next-impl' {
  export * from 'react-i18next';
}
declare module 'seodang-react-query-impl' {
  export * from '@tanstack/react-query';
}
