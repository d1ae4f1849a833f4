// The `express4` alias (npm:express@4) ships no types of its own; its API is Express's.
declare module 'express4' {
  import express from 'express';
  export default express;
}
