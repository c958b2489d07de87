// Where a subcommand writes: the real streams in bin/, strings in tests. Its own module so the dispatcher
// (run-cli.ts) and the subcommands it calls import it without importing each other.

export interface CliIo {
  stdout: (text: string) => void;
  stderr: (text: string) => void;
}
