/*
 * The Standard Schema v1 interface (https://standardschema.dev), copied as its authors
 * recommend so that valigate has no runtime or types dependency on `@standard-schema/spec`.
 * Only the parts a schema implements; the test suite checks it against the published types.
 */

/** A Standard Schema v1: anything with a `'~standard'` property of these props. */
export interface StandardSchemaV1<Input = unknown, Output = Input> {
  /** The Standard Schema properties. */
  readonly '~standard': StandardSchemaV1.Props<Input, Output>;
}

/** The types a Standard Schema's props are made of. */
export declare namespace StandardSchemaV1 {
  /** The Standard Schema properties. */
  export interface Props<Input = unknown, Output = Input> {
    /** The version number of the standard. */
    readonly version: 1;
    /** The vendor name of the schema library. */
    readonly vendor: string;
    /** Validates unknown input values. */
    readonly validate: (value: unknown, options?: Options | undefined) => Result<Output> | Promise<Result<Output>>;
    /** Inferred types associated with the schema. */
    readonly types?: Types<Input, Output> | undefined;
  }
  /** The result of `validate`. */
  export type Result<Output> = SuccessResult<Output> | FailureResult;
  /** The result when validation succeeds. */
  export interface SuccessResult<Output> {
    /** The typed output value. */
    readonly value: Output;
    /** A falsy value for `issues` indicates success. */
    readonly issues?: undefined;
  }
  /** Options of `validate`. */
  export interface Options {
    /** Vendor-specific parameters. */
    readonly libraryOptions?: Record<string, unknown> | undefined;
  }
  /** The result when validation fails. */
  export interface FailureResult {
    /** The issues of failed validation. */
    readonly issues: ReadonlyArray<Issue>;
  }
  /** One issue of a failure. */
  export interface Issue {
    /** The error message of the issue. */
    readonly message: string;
    /** The path of the issue, if any. */
    readonly path?: ReadonlyArray<PropertyKey | PathSegment> | undefined;
  }
  /** A path segment as an object. */
  export interface PathSegment {
    /** The key representing a path segment. */
    readonly key: PropertyKey;
  }
  /** The input and output types of the schema. */
  export interface Types<Input = unknown, Output = Input> {
    /** The input type of the schema. */
    readonly input: Input;
    /** The output type of the schema. */
    readonly output: Output;
  }
  /** Infers the input type of a Standard Schema. */
  export type InferInput<Schema extends StandardSchemaV1> = NonNullable<Schema['~standard']['types']>['input'];
  /** Infers the output type of a Standard Schema. */
  export type InferOutput<Schema extends StandardSchemaV1> = NonNullable<Schema['~standard']['types']>['output'];
}

/** Standard JSON Schema v1 (`@standard-schema/spec` 1.1): the converter beside `validate`, copied as the spec recommends. */
export interface StandardJSONSchemaProps {
  /** Methods that write the input or output JSON Schema; they throw for a target they do not support. */
  readonly jsonSchema: {
    /** The JSON Schema of what may be sent. */
    readonly input: (options: StandardJSONSchemaOptions) => Record<string, unknown>;
    /** The JSON Schema of the validated data. */
    readonly output: (options: StandardJSONSchemaOptions) => Record<string, unknown>;
  };
}

/** Options of a Standard JSON Schema converter. */
export interface StandardJSONSchemaOptions {
  /** `draft-2020-12`, `draft-07` or `openapi-3.0`; another target throws. */
  readonly target: 'draft-2020-12' | 'draft-07' | 'openapi-3.0' | ({} & string);
  /** Vendor-specific parameters. */
  readonly libraryOptions?: Record<string, unknown> | undefined;
}
