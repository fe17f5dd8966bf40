#!/bin/sh
# Runs inside the freshly built judge root filesystem (as root, no network) after debootstrap.
# Everything here must be reproducible from the package list and the files next to this script.
set -eu
export PATH=/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin HOME=/tmp LANG=C.UTF-8
mkdir -p /box /opt/seodang/runners

# Go: the standard library built once with the judge's own settings, mounted read-only later
# (without it every compile rebuilds the standard library: ~8 s instead of ~0.1 s).
rm -rf /opt/seodang/gocache
export GOCACHE=/opt/seodang/gocache GO111MODULE=off GOTOOLCHAIN=local CGO_ENABLED=0 GOTELEMETRY=off GOPATH=/tmp/go
go build std
printf 'package main\nimport "fmt"\nfunc main() { fmt.Println("ok") }\n' > /tmp/warm.go
(cd /tmp && go build -o /tmp/warm warm.go && /tmp/warm)

# Unit-test runners, and the addon that makes a harness non-dumpable (runners/no-dump.c).
cp /seodang-src/runners/* /opt/seodang/runners/
gcc -O2 -shared -fPIC -o /opt/seodang/runners/no-dump.node /opt/seodang/runners/no-dump.c
mkdir -p /opt/seodang/runners/junit
javac -encoding UTF-8 -cp /usr/share/java/junit4.jar -d /opt/seodang/runners/junit /opt/seodang/runners/SeodangJUnitRunner.java
J=/usr/share/java
javac -encoding UTF-8 -cp $J/junit-platform-launcher.jar:$J/junit-platform-engine.jar:$J/junit-platform-commons.jar:$J/opentest4j.jar:$J/apiguardian-api.jar \
  -d /opt/seodang/runners/junit /opt/seodang/runners/SeodangJUnitPlatformRunner.java

chmod -R a+rX /opt/seodang
