"""Reads a Kubernetes manifest with PyYAML (Debian's python3-yaml), a parser independent of the
writer, and prints its documents as one JSON array: what a cluster would be asked to create."""
import json
import sys

import yaml

with open(sys.argv[1], encoding="utf-8") as manifest:
    json.dump(list(yaml.safe_load_all(manifest)), sys.stdout)
