// MicroPython's WebAssembly build ships no types; the simulator and the tests use its loader only.
declare module '@micropython/micropython-webassembly-pyscript' {
  export function loadMicroPython(options?: Record<string, unknown>): Promise<unknown>;
}
