/** /my-hours, 'Le mie ore' (docs/behaviour.md, "My hours"). Placeholder until the screen is built. */
export default function MyHoursPage() {
  return null;
}
