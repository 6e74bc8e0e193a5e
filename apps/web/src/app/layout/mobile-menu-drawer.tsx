import { useRef, type RefObject } from "react";
import { Link } from "react-router";
import { buttonClassName } from "../../components/ui/button.tsx";
import { Sheet, SheetContent } from "../../components/ui/sheet.tsx";
import { t } from "../../lib/i18n/index.ts";
import { paths } from "../../lib/paths.ts";
import { navItems } from "./nav-items.ts";

interface MobileMenuDrawerProps {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  menuButtonRef: RefObject<HTMLButtonElement | null>;
}

/** The drawer's content: the nav and, when signed out, only a Log in button (spec 000 §2). */
export default function MobileMenuDrawer({ isOpen, onOpenChange, menuButtonRef }: MobileMenuDrawerProps) {
  // Following a link hands focus to the page it leads to, rather than back to the menu button.
  const isNavigating = useRef(false);
  const follow = () => {
    isNavigating.current = true;
    onOpenChange(false);
  };

  return (
    <Sheet open={isOpen} onOpenChange={onOpenChange}>
      <SheetContent
        title={t("nav.menuTitle")}
        description={t("nav.menuDescription")}
        closeLabel={t("nav.closeMenu")}
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          if (!isNavigating.current) menuButtonRef.current?.focus();
          isNavigating.current = false;
        }}
      >
        <nav aria-label={t("nav.label")}>
          <ul className="flex flex-col gap-1">
            {navItems.map(({ key, to }) => (
              <li key={key}>
                <Link
                  to={to}
                  onClick={follow}
                  className="block rounded-lg px-3 py-3 text-base font-medium text-slate-800 hover:bg-slate-100"
                >
                  {t(key)}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <Link
          to={paths.login}
          onClick={follow}
          className={buttonClassName({ variant: "primary", size: "lg", className: "w-full" })}
        >
          {t("nav.logIn")}
        </Link>
      </SheetContent>
    </Sheet>
  );
}
