export interface WatermarkProps {
  /** The learner's `nickname-id` and mobile: server text, drawn as given and never read as markup. */
  lines: string[]
}
