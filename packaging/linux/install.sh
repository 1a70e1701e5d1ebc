#!/bin/sh
# Put the built Cicera (dist/cicera, from "python packaging/build.py") into the user's menu:
# the app folder goes to ~/.local/share/cicera, icons into the hicolor theme, and the desktop
# entry into ~/.local/share/applications. Run it again after a new build; nothing needs root.
set -eu
here=$(cd "$(dirname "$0")" && pwd)
root=$(cd "$here/../.." && pwd)
app=${1:-"$root/dist/cicera"}
data=${XDG_DATA_HOME:-"$HOME/.local/share"}
if [ ! -x "$app/cicera" ]; then
    echo "install.sh: no built app at $app; run: python packaging/build.py" >&2
    exit 2
fi
mkdir -p "$data/cicera" "$data/applications"
rm -rf "$data/cicera/app.new"
cp -R "$app" "$data/cicera/app.new"
rm -rf "$data/cicera/app"
mv "$data/cicera/app.new" "$data/cicera/app"
for size in 16 32 48 64 128 256 512; do
    dir="$data/icons/hicolor/${size}x${size}/apps"
    mkdir -p "$dir"
    cp "$root/assets/icon/cicera-$size.png" "$dir/cicera.png"
done
mkdir -p "$data/icons/hicolor/scalable/apps"
cp "$root/assets/icon/cicera.svg" "$data/icons/hicolor/scalable/apps/cicera.svg"
sed "s|^Exec=cicera$|Exec=\"$data/cicera/app/cicera\"|" "$here/cicera.desktop" \
    > "$data/applications/cicera.desktop"
if command -v desktop-file-validate >/dev/null 2>&1; then
    desktop-file-validate "$data/applications/cicera.desktop"
fi
if command -v update-desktop-database >/dev/null 2>&1; then
    update-desktop-database "$data/applications" || true
fi
echo "Cicera is in your menu (Games). To remove it: rm -rf \"$data/cicera\" \"$data/applications/cicera.desktop\""
