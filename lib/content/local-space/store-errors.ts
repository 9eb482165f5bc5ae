/** Why the editor's write to the space was refused; the API answers each with its status. */

export class StoryNotFoundError extends Error {
  readonly statusCode = 404;
  constructor(what: string) {
    super(`${what} could not be found. It may have been deleted: reload the list.`);
    this.name = 'StoryNotFoundError';
  }
}

export class StoryConflictError extends Error {
  readonly statusCode = 409;
  constructor(message: string) {
    super(message);
    this.name = 'StoryConflictError';
  }
}

export interface FieldProblem {
  path: string;
  message: string;
}

export class InvalidStoryError extends Error {
  readonly statusCode = 400;
  readonly fields: readonly FieldProblem[];
  constructor(fields: readonly FieldProblem[]) {
    super(
      fields.length === 1
        ? 'The story was not saved: one field needs changing.'
        : `The story was not saved: ${fields.length} fields need changing.`,
    );
    this.name = 'InvalidStoryError';
    this.fields = fields;
  }
}

/** An upload that is not an image the space takes (400), or too large (413). */
export class AssetRefusedError extends Error {
  constructor(
    message: string,
    readonly statusCode: 400 | 413 = 400,
  ) {
    super(message);
    this.name = 'AssetRefusedError';
  }
}

export type StoreError =
  StoryNotFoundError | StoryConflictError | InvalidStoryError | AssetRefusedError;

export const isStoreError = (error: unknown): error is StoreError =>
  error instanceof StoryNotFoundError ||
  error instanceof StoryConflictError ||
  error instanceof InvalidStoryError ||
  error instanceof AssetRefusedError;
