import { lazy, Suspense, useRef, useState } from "react";
import MenuIcon from "lucide-react/icons/menu";
import type { User } from "@studentperks/contracts/auth";
import { Button } from "#web/components/ui/button.tsx";
import { useTakesFocusAfterRedraw } from "#web/lib/focus-after-redraw.ts";
import { t } from "#web/lib/i18n/index.ts";

// The drawer (and Radix Dialog with it) loads on first use, keeping it out of the home page's entry.
const loadDrawer = () => import("./mobile-menu-drawer.tsx");
const MobileMenuDrawer = lazy(loadDrawer);

/** The small-screen menu button and its side drawer. */
export function MobileMenu({
  className,
  user,
  isVerified,
}: {
  className?: string;
  user: User | null;
  isVerified: boolean;
}) {
  const [isOpen, setIsOpen] = useState(false);
  const [wasOpened, setWasOpened] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  // The drawer closes as the page is drawn again: its button stands in for the switch or Log in in it.
  useTakesFocusAfterRedraw(buttonRef, ["language-switch", "log-in"]);
  const preload = () => void loadDrawer();

  return (
    <>
      <Button
        ref={buttonRef}
        variant="ghost"
        size="icon"
        aria-label={t("nav.openMenu")}
        aria-haspopup="dialog"
        aria-expanded={isOpen}
        onPointerEnter={preload}
        onFocus={preload}
        onTouchStart={preload}
        onClick={() => {
          setWasOpened(true);
          setIsOpen(true);
        }}
        className={className}
      >
        <MenuIcon aria-hidden="true" className="size-6!" />
      </Button>
      {wasOpened ? (
        <Suspense fallback={null}>
          <MobileMenuDrawer
            isOpen={isOpen}
            onOpenChange={setIsOpen}
            menuButtonRef={buttonRef}
            user={user}
            isVerified={isVerified}
          />
        </Suspense>
      ) : null}
    </>
  );
}
