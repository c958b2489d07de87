// Parsing a whole log that is already in memory (tests, small inputs). Files go through io/block-log-reader,
// which streams the same scanner over decoded chunks.
import type { BlockLog } from '../../core/model.js';
import { BlockLogBuilder, type BlockLogBuilderOptions } from './builder.js';
import type { BlockLogFormat } from './format.js';
import { chooseBlockLogFormat, DETECT_HEAD_BYTES } from './registry.js';
import { NeedleLineScanner } from './scan.js';

/** Records read before the columns are sized for the whole text (see BlockLogBuilderOptions.expectedChars). */
const SIZE_FROM_RECORDS = 1 << 13;

/** A scanner and builder for one input, fed piece by piece, then finished. */
export class BlockLogSession {
  private readonly builder: BlockLogBuilder;
  private readonly scanner: NeedleLineScanner;
  private readonly parser;
  private expectedChars: number | undefined;
  private fedChars = 0;

  constructor(
    readonly format: BlockLogFormat,
    options: BlockLogBuilderOptions = {},
  ) {
    this.builder = new BlockLogBuilder(format.name, options);
    this.expectedChars = options.expectedChars;
    this.parser = format.createLineParser(this.builder);
    this.scanner = new NeedleLineScanner(format.needles, this.parser);
  }

  /** Text ending at a line boundary, or the last piece of the input. */
  feed(text: string): void {
    this.scanner.feed(text);
    if (this.expectedChars === undefined) return;
    this.fedChars += text.length;
    const size = this.builder.size;
    if (size >= SIZE_FROM_RECORDS) {
      // Once: the records so far per character, over the whole text, with room for a denser rest.
      this.builder.reserve(Math.ceil(((size * this.expectedChars) / this.fedChars) * 1.1));
      this.expectedChars = undefined;
    }
  }

  finish(source?: string): BlockLog {
    this.parser.finish?.();
    if (this.builder.size === 0 && this.builder.blocksWithoutTiming === 0) {
      this.builder.warn(
        'no-block-lines',
        undefined,
        undefined,
        () =>
          `no ${this.format.name} block lines with an execution time were found in ${this.scanner.lineNo} lines`,
      );
    }
    return this.builder.build(source);
  }
}

export function parseBlockLogText(
  text: string,
  options: { format?: string; source?: string; attrs?: boolean } = {},
): BlockLog {
  const source = options.source ?? 'the log text';
  const format = chooseBlockLogFormat(text.slice(0, DETECT_HEAD_BYTES), options.format, source);
  const session = new BlockLogSession(format, { attrs: options.attrs });
  session.feed(text);
  return session.finish(options.source);
}
