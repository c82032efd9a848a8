/** One file to make: what it is, what it depends on (its storage key is the hash of `input`), and how to make it. */
export type Made = {
  /** '' for the format's main file; another pose of the same format otherwise ('three-quarter', 'expressions'). */
  variant: string;
  /** The file's name after the character's slug when it is not the variant (a sprite sheet's PNG and JSON share `walk-sheet`). */
  stem?: string;
  ext: string;
  contentType: string;
  input: string;
  data: () => Promise<Buffer>;
  width?: number;
  height?: number;
  durationMs?: number;
};
