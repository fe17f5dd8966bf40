/** The environment every sandboxed process starts with (bwrap clears the worker's). */
export const SANDBOX_ENV: Readonly<Record<string, string>> = {
  PATH: '/usr/local/bin:/usr/bin:/bin',
  HOME: '/tmp',
  TMPDIR: '/tmp',
  LANG: 'C.UTF-8',
  LC_ALL: 'C.UTF-8',
  PYTHONDONTWRITEBYTECODE: '1',
  PYTHONIOENCODING: 'utf-8',
  DOTNET_CLI_TELEMETRY_OPTOUT: '1',
};
