"use client";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { ResultsPanel } from "./results-panel";
import { SingleLookup } from "./single-lookup";
import { UploadForm } from "./upload-form";

/** Spec part 1 §2: tabs Address Upload, Title Upload, Single Lookup, Results. */
export function TitleLookupTool() {
  return (
    <Tabs defaultValue="addresses" className="space-y-4">
      <TabsList>
        <TabsTrigger value="addresses">Address Upload</TabsTrigger>
        <TabsTrigger value="titles">Title Upload</TabsTrigger>
        <TabsTrigger value="single">Single Lookup</TabsTrigger>
        <TabsTrigger value="results">Results</TabsTrigger>
      </TabsList>
      <TabsContent value="addresses">
        <UploadForm kind="addresses" />
      </TabsContent>
      <TabsContent value="titles">
        <UploadForm kind="titles" />
      </TabsContent>
      <TabsContent value="single">
        <SingleLookup />
      </TabsContent>
      <TabsContent value="results">
        <ResultsPanel />
      </TabsContent>
    </Tabs>
  );
}
