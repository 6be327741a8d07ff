// Where a site's control socket is and whether it answers: what the command-line tools need to know
// before they ask a running site (server/control.ts), without loading the control app itself.
import { connect } from "node:net";
import path from "node:path";

/** Where a site on the embedded database in `dataDir` answers the command-line tools. */
export function controlSocketPath(dataDir: string): string {
  return path.resolve(dataDir, "control.sock");
}

/** Whether a process answers on the socket; a file left by a process that crashed does not. */
export function answers(socketPath: string): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect(socketPath);
    socket.once("connect", () => {
      socket.destroy();
      resolve(true);
    });
    socket.once("error", () => resolve(false));
  });
}
