; The Windows installer of the double-click app (Inno Setup 6): the folder that
; `python packaging/build.py` leaves in dist\cicera, installed for the user, with a
; Start-menu entry and, if wanted, a desktop shortcut. Built by .github/workflows/build.yml:
;   ISCC.exe packaging\windows\cicera.iss    ->  packaging\windows\Output\cicera-setup.exe

#define AppName "Cicera"
#define AppVersion "0.1.0"
#define AppExe "cicera.exe"

[Setup]
AppId={{6F1D3A52-9C1B-4C8E-9E0B-3C1D2A7B5E11}
AppName={#AppName}
AppVersion={#AppVersion}
AppPublisher=The Cicera team
DefaultDirName={localappdata}\Programs\{#AppName}
DefaultGroupName={#AppName}
PrivilegesRequired=lowest
OutputBaseFilename=cicera-setup
SetupIconFile=..\..\build\icon\cicera.ico
UninstallDisplayIcon={app}\{#AppExe}
Compression=lzma2
SolidCompression=yes
WizardStyle=modern

[Languages]
Name: "english"; MessagesFile: "compiler:Default.isl"
Name: "german"; MessagesFile: "compiler:Languages\German.isl"
Name: "italian"; MessagesFile: "compiler:Languages\Italian.isl"
Name: "japanese"; MessagesFile: "compiler:Languages\Japanese.isl"

[Tasks]
Name: "desktopicon"; Description: "{cm:CreateDesktopIcon}"; GroupDescription: "{cm:AdditionalIcons}"

[Files]
Source: "..\..\dist\cicera\*"; DestDir: "{app}"; Flags: ignoreversion recursesubdirs createallsubdirs

[Icons]
Name: "{group}\{#AppName}"; Filename: "{app}\{#AppExe}"
Name: "{group}\{cm:UninstallProgram,{#AppName}}"; Filename: "{uninstallexe}"
Name: "{userdesktop}\{#AppName}"; Filename: "{app}\{#AppExe}"; Tasks: desktopicon

[Run]
Filename: "{app}\{#AppExe}"; Description: "{cm:LaunchProgram,{#AppName}}"; Flags: nowait postinstall skipifsilent
