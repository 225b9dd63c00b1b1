import { useNavigation } from "react-router";

/**
 * Thin pulsing bar at the top of the viewport while a navigation or form
 * submission is in flight. The animation stops under prefers-reduced-motion
 * (see .loading-pulse in app.css).
 */
export function LoadingPulse() {
  const navigation = useNavigation();
  if (navigation.state === "idle") return null;
  return (
    <div className="loading-pulse" role="progressbar" aria-label="Loading">
      <div className="loading-pulse-bar" />
    </div>
  );
}
