// Generated from common/bridge/serial-link.ts by scripts/build-harness.ts: do not edit.
/**
 * A serial line as the uploaders see it: the bridge extension's Web Serial port, or a simulated
 * board in the tests. Plain TypeScript with no imports, so the extension runs the same file.
 */
                             
                                  
                                          
     
                                                                                                  
                                        
     
                                                              
                                                           
                
                                                                                                 
                         
 

/** A byte queue that a link's `read` waits on: what a Web Serial reader or a simulated board pushes. */
export class ByteQueue {
          bytes           = [];
          waiter                      = null;

  push(data                   )       {
    for (let i = 0; i < data.length; i++) this.bytes.push(data[i]);
    this.waiter?.();
  }

  drain()       {
    this.bytes = [];
  }

  async read(count        , timeoutMs        )                      {
    const deadline = Date.now() + timeoutMs;
    while (this.bytes.length < count) {
      const left = deadline - Date.now();
      if (left <= 0) throw new Error(`timed out waiting for ${count} bytes (got ${this.bytes.length})`);
      await new Promise      ((resolve) => {
        const timer = setTimeout(() => {
          this.waiter = null;
          resolve();
        }, left);
        this.waiter = () => {
          clearTimeout(timer);
          this.waiter = null;
          resolve();
        };
      });
    }
    return Uint8Array.from(this.bytes.splice(0, count));
  }
}
