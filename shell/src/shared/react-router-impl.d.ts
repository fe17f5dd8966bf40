// The real react-router package under a private name (an alias of the web build), so the
// shared module above can import it without consuming itself from the share scope.
declare module 'seodang-react-router-impl' {
  export * from 'react-router';
}
