import { useNavigation } from "react-router";
import { Spinner } from "./Spinner";

/** Shown while a client-side navigation loads the next page's data (SPEC §2, §4). */
export function NavigationSpinner() {
  const navigation = useNavigation();
  if (navigation.state !== "loading") return null;
  return (
    <div role="status" aria-live="polite" className="pointer-events-none fixed inset-x-0 top-1/3 z-50 flex justify-center">
      <div className="animate-appear-late rounded-full bg-white/90 p-3 shadow-lg">
        <Spinner />
      </div>
    </div>
  );
}
