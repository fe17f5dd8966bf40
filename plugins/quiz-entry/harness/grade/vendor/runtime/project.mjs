// Generated from common/runtime/project.ts by scripts/build-harness.ts: do not edit.
// The shape of an Entry-style project as the runtime reads it (plain JSON, no DOM). The zod
// schemas in `../schema.ts` check the same shape at the API's edge; the harness gets it already
// checked. Erasable TypeScript only: the judge harness runs this folder with its types stripped.

/** A value the blocks compute with. */
                                              

/**
 * One block. Scripts are lists of blocks (so a long script does not nest deeply); a block's
 * `inputs` hold reporter blocks (a number, a comparison), its `statements` the block lists inside
 * it (`DO`, `ELSE`). `locked`: the teacher fixed it (it cannot be changed, moved or deleted).
 */
                        
             
               
                                 
                                 
                                       
                   
             
             
 

/** An object on the stage (Entry's 오브젝트) with its scripts. Direction 90 faces right. */
                              
             
               
            
            
                    
                                                                                             
                     
                  
                   
                
                 
                     
 

/** A whole project: objects, and the global variables and lists. */
                          
                         
                                              
                                            
 

/** The stage: 480 × 270 with (0, 0) in the middle and y upwards, as in Entry. */
export const STAGE = { width: 480, height: 270 }         ;

/** Every block of a project (statements and inputs included), with the object it belongs to. */
export function* allBlocks(
  project         ,
)                                                                         {
  for (const object of project.objects) {
    for (const script of object.scripts) yield* blocksOf(script, object, null);
  }
}

function* blocksOf(
  list         ,
  object             ,
  parent              ,
)                                                                         {
  let previous = parent;
  for (const block of list) {
    yield { block, object, parent: previous };
    for (const input of Object.values(block.inputs ?? {})) yield* blocksOf([input], object, block);
    for (const inner of Object.values(block.statements ?? {})) yield* blocksOf(inner, object, block);
    previous = block;
  }
}

/** Literal blocks (a number or a text in a slot) do not count as blocks a learner placed. */
export const literalTypes = ['number', 'text'];

/** How many blocks the project holds, literals left out. */
export function countBlocks(project         )         {
  let n = 0;
  for (const { block } of allBlocks(project)) if (!literalTypes.includes(block.type)) n++;
  return n;
}
